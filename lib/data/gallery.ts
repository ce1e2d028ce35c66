/** The six sneak-peek images of the planned retreat center (/retreat-center), in order; titles, captions and alt text are in content/pages/retreat-center.yaml (gallery). */
export const retreatGallery = {
  grounds: "/images/gallery/grounds.svg",
  circle: "/images/gallery/circle.svg",
  lodge: "/images/gallery/lodge.svg",
  garden: "/images/gallery/garden.svg",
  water: "/images/gallery/water.svg",
  nightSky: "/images/gallery/night-sky.svg",
} as const satisfies Record<string, `/images/gallery/${string}.svg`>;
