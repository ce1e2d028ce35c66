import { render, screen } from "@testing-library/react";
import { mockAllIsIntersecting, mockIsIntersecting } from "react-intersection-observer/test-utils";
import { Roadmap } from "@/components/journey/roadmap";
import { roadmapProps } from "@/components/journey/roadmap.styles";
import { wordsOf } from "@/lib/i18n";

/** The props RoadmapShell builds on the server, from the real words. */
const props = roadmapProps("en");

/** The five stages' titles on the journey page, typed in. */
const TITLES = ["The Shedding", "The Clearing Breath", "The Nourishing Waters", "The Inner Sun", "The Rebirth"];
const SIDES = ["left", "right", "left", "right", "left"];
const stages = () => Array.from(document.querySelectorAll<HTMLLIElement>("li.roadmap__stage"));
const phases = () => stages().map((stage) => stage.dataset.phase);

describe("Roadmap", () => {
  it("renders the five stages in order, alternating sides, all static before any observation", () => {
    render(<Roadmap {...props} />);
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(TITLES);
    expect(stages().map((stage) => stage.dataset.side)).toEqual(SIDES);
    expect(phases()).toEqual(Array(5).fill("static"));
    expect(document.querySelector("li.roadmap__stage .roadmap__season")?.textContent).toMatch(/^Stage 1 · /);
  });

  it("renders the five Spanish stages in the same order, none with its English title", () => {
    render(<Roadmap {...roadmapProps("es")} />);
    const titles = screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    expect(titles).toHaveLength(5);
    expect(titles).toEqual(wordsOf("journey", "es").stages.map((stage) => stage.title));
    for (const title of titles) expect(TITLES).not.toContain(title);
    expect(stages().map((stage) => stage.dataset.side)).toEqual(SIDES);
    expect(document.querySelector("li.roadmap__stage .roadmap__season")?.textContent).toMatch(/^Etapa 1 · /);
  });

  it("stages in view at first stay static; those out of view wait", () => {
    render(<Roadmap {...props} />);
    const [first, second, ...rest] = stages();
    mockIsIntersecting(first!, true);
    mockIsIntersecting(second!, true);
    for (const stage of rest) mockIsIntersecting(stage, false);
    expect(phases()).toEqual(["static", "static", "waiting", "waiting", "waiting"]);
  });

  it("a waiting stage is revealed when it scrolls into view, and stays revealed when it leaves", () => {
    render(<Roadmap {...props} />);
    mockAllIsIntersecting(false);
    expect(phases()).toEqual(Array(5).fill("waiting"));
    mockAllIsIntersecting(true);
    expect(phases()).toEqual(Array(5).fill("revealed"));
    mockAllIsIntersecting(false);
    expect(phases()).toEqual(Array(5).fill("revealed"));
  });

  it("a stage in view at load stays put: it does not hide when it leaves the view", () => {
    render(<Roadmap {...props} />);
    const first = stages()[0]!;
    mockIsIntersecting(first, true);
    // Scrolled past: every stage still observed reports "out of view".
    mockAllIsIntersecting(false);
    expect(first.dataset.phase).toBe("static");
    expect(stages()[1]!.dataset.phase).toBe("waiting");
  });
});
