"use client";

import { useState } from "react";
import { useInView } from "react-intersection-observer";
import type { Words } from "@/lib/i18n/schema";
/** A stage of /renewal-journey, in the page's language (content/pages/renewal-journey.yaml: stages); a type-only import. */
export type RoadmapStage = Words<"journey">["stages"][number];

/** The words around the stages: "Stage 1" and the practices' list label. */
export type RoadmapWords = { stages: readonly string[]; practices: string };

/** static: as exported (visible); waiting: below the fold, hidden until it scrolls in; revealed: animated in once. */
type StagePhase = "static" | "waiting" | "revealed";

/** The next phase of a stage when the observer reports it in or out of view. */
export function nextPhase(phase: StagePhase, inView: boolean): StagePhase {
  if (inView) return phase === "waiting" ? "revealed" : phase;
  return phase === "static" ? "waiting" : phase;
}

function Stage({ stage, index, words }: { stage: RoadmapStage; index: number; words: RoadmapWords }) {
  const [phase, setPhase] = useState<StagePhase>("static");
  // Once a stage has been in view (seen as exported, or revealed) it is done: it never hides again.
  const [settled, setSettled] = useState(false);
  const { ref } = useInView({
    threshold: 0.2,
    // The hook drops the first "not in view" report unless a starting value is given; without this,
    // stages below the fold would never wait (and never animate). They start visible, as exported.
    initialInView: true,
    onChange: (inView) => {
      if (inView) setSettled(true);
      setPhase((current) => nextPhase(current, inView));
    },
    skip: settled,
  });
  return (
    <li ref={ref} className="roadmap__stage" data-side={index % 2 === 0 ? "left" : "right"} data-phase={phase}>
      <span className="roadmap__marker" aria-hidden="true">
        {index + 1}
      </span>
      <article className="roadmap__card" aria-labelledby={`stage-${index + 1}`}>
        <p className="roadmap__season">
          {words.stages[index]} · {stage.season}
        </p>
        <h3 id={`stage-${index + 1}`}>{stage.title}</h3>
        <p>{stage.text}</p>
        <ul className="roadmap__practices" aria-label={words.practices}>
          {stage.practices.map((practice) => (
            <li key={practice}>{practice}</li>
          ))}
        </ul>
      </article>
    </li>
  );
}

/**
 * The five-stage roadmap. The exported HTML shows every stage; once scripts run, stages below the fold
 * wait hidden and animate in once as they scroll into view (not under reduced motion: see the shell's CSS).
 */
export type RoadmapProps = { stages: readonly RoadmapStage[]; words: RoadmapWords };

export function Roadmap({ stages, words }: RoadmapProps) {
  return (
    <ol className="roadmap">
      {stages.map((stage, index) => (
        <Stage key={stage.title} stage={stage} index={index} words={words} />
      ))}
    </ol>
  );
}
