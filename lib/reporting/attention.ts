import { glossaryNotes } from "./glossary";
import { today } from "../clock";
import {
  adminPath,
  contentFile,
  facilitatorsOf,
  getEvents,
  getPeople,
  getServices,
  getVolunteerRoles,
} from "../content";
import { retreatOpeningEnds, retreatOpeningHasPassed } from "../dated-facts";
import { wordFiles, type WordFile } from "../i18n/schema";
import { wordsOf } from "../i18n";
import { locales } from "../i18n/locales";
import { photoProblem } from "../content/photos";
import { eventStatus } from "../schedule";
import { problems, report, unreadable, type Problem } from "./problems";
import { SITE_FACTS_FILE, site, type Season } from "../site";
import { fundFigureNote } from "../fund";
import { launchProblems } from "./launch-check";
import { readNotice } from "../notice";

/**
 * Everything the site knows about its content on `on`: each file read in each language (which reports what does
 * not match its form), and what needs a person's attention although the site builds: dated facts that have passed,
 * events with no coming date, dates to be announced whose season has come. scripts/check-content.ts prints it
 * before each build; the deploy workflow puts it in the run's summary and in one GitHub issue.
 */

const FACTS_ADMIN = "#/collections/site/entries/facts";

/** The first day of a season: its equinox or solstice, near enough for a reminder. */
const SEASON_STARTS: Record<Season, (year: number) => string> = {
  spring: (year) => `${year}-03-20`,
  summer: (year) => `${year}-06-21`,
  fall: (year) => `${year}-09-22`,
  winter: (year) => `${year}-12-21`,
};

const note = (problem: Omit<Problem, "level">) => report({ level: "warning", ...problem });

/** Dated facts of content/site.yaml that have passed. */
function factNotes(on: string): void {
  const { season, year } = site.retreatOpening;
  if (retreatOpeningHasPassed(on)) {
    note({
      file: SITE_FACTS_FILE,
      entry: "Site facts",
      field: "Retreat center opening",
      message: `${season} ${year} ended on ${retreatOpeningEnds()}: the site now says the retreat center is being built, with no date. Set the new opening season and year.`,
      admin: FACTS_ADMIN,
    });
  }
  if (site.givingDay.end < on) {
    note({
      file: SITE_FACTS_FILE,
      entry: "Site facts",
      field: "Giving day",
      message: `ended on ${site.givingDay.end}: the donation popup makes its general appeal until the next giving day's dates are set.`,
      admin: FACTS_ADMIN,
    });
  }
}

/** The photos of one file of the pages' words (home, about, the retreat's gallery) the build cannot use: the page keeps its drawing. */
function pagePhotoNotes(file: "home" | "about" | "retreat"): void {
  const photos: [string, { src: string } | undefined][] =
    file === "retreat"
      ? Object.entries(wordsOf("retreat", "en").gallery).map(([key, frame]) => [
          `Gallery › ${key} › Photo`,
          frame.photo,
        ])
      : [["Photo", wordsOf(file, "en").photo]];
  for (const [field, photo] of photos) {
    const problem = photo && photoProblem(photo.src);
    if (problem)
      note({
        file: `content/${wordFiles[file].file}`,
        entry: wordFiles[file].label,
        field,
        message: `cannot be shown: ${problem}. The page shows its drawing until another photo is uploaded`,
        admin: `#/collections/pages/entries/${file}`,
      });
  }
}

/** Events with no coming date, and dates to be announced whose season has come. */
function eventNotes(on: string): void {
  for (const event of getEvents()) {
    const file = contentFile("events", event.slug, "en");
    const status = eventStatus(event, on);
    if (status.state === "ended" && event.listed) {
      note({
        file,
        entry: event.title,
        field: "Weekly schedule",
        message: `ended on ${status.last}: it is listed under past gatherings. Give it new dates, or switch off “Shown on the Events page”.`,
        admin: adminPath("events", event.slug),
      });
    }
    const expected = event.tbd?.season && event.tbd.year ? SEASON_STARTS[event.tbd.season](event.tbd.year) : undefined;
    if (status.state === "tbd" && expected && expected <= on) {
      note({
        file,
        entry: event.title,
        field: "Dates to be announced › Expected season",
        message: `${event.tbd!.season} ${event.tbd!.year} began on ${expected} and its dates are still to be announced: set its weekly schedule, or a later expected season.`,
        admin: adminPath("events", event.slug),
      });
    }
  }
}

/** Reads all content in every language and notes what needs attention on `on`: every problem found, errors first. */
export function checkContent(on: string = today()): Problem[] {
  const reads: (() => unknown)[] = [
    ...locales.flatMap((locale) => [
      () => getEvents(locale),
      () => getServices(locale),
      () => getVolunteerRoles(locale),
      () => getPeople(locale),
    ]),
    // Who leads what: a name that matches no facilitator is noted.
    () => [
      ...getEvents().map((event) => facilitatorsOf(event, "events")),
      ...getServices().map((service) => facilitatorsOf(service, "services")),
    ],
    ...locales.flatMap((locale) => (Object.keys(wordFiles) as WordFile[]).map((file) => () => wordsOf(file, locale))),
    () => factNotes(on),
    // The urgent notice: a field left empty, an end already passed or too far ahead.
    () => readNotice(on),
    ...(["home", "about", "retreat"] as const).map((file) => () => pagePhotoNotes(file)),
    // Spanish words the glossary avoids: a note, as only a person can reword them.
    () => glossaryNotes().forEach(report),
    () => eventNotes(on),
    // Placeholders and missing trust facts, under “Before going live”.
    () =>
      [
        ...launchProblems(),
        ...[fundFigureNote(on)]
          .filter((note) => note !== undefined)
          .map((note) => ({ level: "warning" as const, ...note })),
      ].forEach(report),
  ];
  for (const read of reads) {
    const before = problems().filter((problem) => problem.level === "error").length;
    try {
      read();
    } catch (error) {
      // Usually already reported with every other problem of its file; a file that could not be read at all is reported here.
      if (problems().filter((problem) => problem.level === "error").length === before) report(unreadable(error));
    }
  }
  return problems();
}
