/** The five stages of /renewal-journey. */
export interface RoadmapStage {
  title: string;
  season: string;
  text: string;
  practices: readonly string[];
}

export const roadmapStages: readonly RoadmapStage[] = [
  {
    title: "The Shedding",
    season: "Letting go",
    text: "Like the snake that outgrows its skin, we begin by releasing what no longer serves: old stories, habits and hurts we have carried too long.",
    practices: ["Release ceremony", "Journaling what you are ready to let go"],
  },
  {
    title: "The Clearing Breath",
    season: "Making space",
    text: "Breathwork and stillness clear the body and mind. In the space that opens, you can finally hear yourself again.",
    practices: ["Sacred breathwork", "Guided meditation"],
  },
  {
    title: "The Nourishing Waters",
    season: "Receiving care",
    text: "Healing needs nourishment. In circle and in nature we learn to receive: rest, support, kindness and the quiet strength of water.",
    practices: ["Heart-to-heart circles", "River and spring walks"],
  },
  {
    title: "The Inner Sun",
    season: "Finding your fire",
    text: "With space and care comes warmth. We rekindle purpose, creativity and joy, the inner sun that was never really gone.",
    practices: ["Soul coaching", "Ecstatic dance"],
  },
  {
    title: "The Rebirth",
    season: "Walking anew",
    text: "We return to daily life changed: rooted, open-hearted and connected, ready to carry the medicine into our families and communities.",
    practices: ["Integration circle", "Joining The Village"],
  },
];
