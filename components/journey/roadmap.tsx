"use client";

import { useState } from "react";
import { useInView } from "react-intersection-observer";
import type { RoadmapStage } from "@/lib/data/roadmap";

/** static: as exported (visible); waiting: below the fold, hidden until it scrolls in; revealed: animated in once. */
type StagePhase = "static" | "waiting" | "revealed";

/** The next phase of a stage when the observer reports it in or out of view. */
export function nextPhase(phase: StagePhase, inView: boolean): StagePhase {
  if (inView) return phase === "waiting" ? "revealed" : phase;
  return phase === "static" ? "waiting" : phase;
}

function Stage({ stage, index }: { stage: RoadmapStage; index: number }) {
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
          Stage {index + 1} · {stage.season}
        </p>
        <h3 id={`stage-${index + 1}`}>{stage.title}</h3>
        <p>{stage.text}</p>
        <ul className="roadmap__practices" aria-label="Practices">
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
export function Roadmap({ stages }: { stages: readonly RoadmapStage[] }) {
  return (
    <ol className="roadmap">
      {stages.map((stage, index) => (
        <Stage key={stage.title} stage={stage} index={index} />
      ))}
    </ol>
  );
}
