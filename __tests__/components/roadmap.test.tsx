import { render, screen } from "@testing-library/react";
import { mockAllIsIntersecting, mockIsIntersecting } from "react-intersection-observer/test-utils";
import { Roadmap, nextPhase } from "@/components/journey/roadmap";
import { roadmapStages } from "@/lib/data/roadmap";

const stages = () => Array.from(document.querySelectorAll<HTMLLIElement>("li.roadmap__stage"));
const phases = () => stages().map((stage) => stage.dataset.phase);

describe("nextPhase", () => {
  it.each([
    ["static", true, "static"],
    ["static", false, "waiting"],
    ["waiting", true, "revealed"],
    ["waiting", false, "waiting"],
    ["revealed", true, "revealed"],
    ["revealed", false, "revealed"],
  ] as const)("%s + inView=%s → %s", (phase, inView, expected) => {
    expect(nextPhase(phase, inView)).toBe(expected);
  });
});

describe("Roadmap", () => {
  it("renders the five stages in order, alternating sides, all static before any observation", () => {
    render(<Roadmap stages={roadmapStages} />);
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "The Shedding",
      "The Clearing Breath",
      "The Nourishing Waters",
      "The Inner Sun",
      "The Rebirth",
    ]);
    expect(stages().map((stage) => stage.dataset.side)).toEqual(["left", "right", "left", "right", "left"]);
    expect(phases()).toEqual(Array(5).fill("static"));
  });

  it("stages in view at first stay static; those out of view wait", () => {
    render(<Roadmap stages={roadmapStages} />);
    const [first, second, ...rest] = stages();
    mockIsIntersecting(first!, true);
    mockIsIntersecting(second!, true);
    for (const stage of rest) mockIsIntersecting(stage, false);
    expect(phases()).toEqual(["static", "static", "waiting", "waiting", "waiting"]);
  });

  it("a waiting stage is revealed when it scrolls into view", () => {
    render(<Roadmap stages={roadmapStages} />);
    mockAllIsIntersecting(false);
    expect(phases()).toEqual(Array(5).fill("waiting"));
    mockAllIsIntersecting(true);
    expect(phases()).toEqual(Array(5).fill("revealed"));
  });

  it("animates once: a revealed stage stays revealed when it leaves the view again", () => {
    render(<Roadmap stages={roadmapStages} />);
    const last = stages().at(-1)!;
    mockIsIntersecting(last, false);
    expect(last.dataset.phase).toBe("waiting");
    mockIsIntersecting(last, true);
    expect(last.dataset.phase).toBe("revealed");
    // Once revealed the observer is released (skip), so later reports cannot change it.
    mockAllIsIntersecting(false);
    expect(last.dataset.phase).toBe("revealed");
  });

  it("a stage in view at load stays put: it does not hide when it leaves the view", () => {
    render(<Roadmap stages={roadmapStages} />);
    const first = stages()[0]!;
    mockIsIntersecting(first, true);
    // Scrolled past: every stage still observed reports "out of view".
    mockAllIsIntersecting(false);
    expect(first.dataset.phase).toBe("static");
    expect(stages()[1]!.dataset.phase).toBe("waiting");
  });
});
