/** The six sneak-peek images of the planned retreat center (/retreat-center). */
export interface GalleryImage {
  src: `/images/gallery/${string}.svg`;
  title: string;
  caption: string;
  alt: string;
}

export const retreatGallery: readonly GalleryImage[] = [
  { src: "/images/gallery/grounds.svg", title: "The Grounds", caption: "Forty acres of meadow and old live oaks, crossed by quiet walking paths.", alt: "Illustration of a sunlit meadow with live oaks and winding footpaths" },
  { src: "/images/gallery/circle.svg", title: "The Ceremony Circle", caption: "An open-air stone circle around a central fire, for ceremony under the stars.", alt: "Illustration of a ring of stones around a fire beneath a starry sky" },
  { src: "/images/gallery/lodge.svg", title: "The Lodge", caption: "A wooden lodge among the palms with a gathering hall, kitchen and guest rooms.", alt: "Illustration of a wooden lodge with a wide porch among cabbage palms" },
  { src: "/images/gallery/garden.svg", title: "The Garden", caption: "Raised beds of herbs, vegetables and flowers that feed our retreats.", alt: "Illustration of raised garden beds with sunflowers and herbs" },
  { src: "/images/gallery/water.svg", title: "The Water", caption: "A spring-fed lake with a small dock for sunrise meditation and reflection.", alt: "Illustration of a calm lake with a wooden dock at sunrise" },
  { src: "/images/gallery/night-sky.svg", title: "The Night Sky", caption: "Far from city lights, the Milky Way arches over the tree line.", alt: "Illustration of the Milky Way and a crescent moon above a dark tree line" },
];
