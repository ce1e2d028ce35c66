/** The title of the one issue that tells staff what needs attention: the workflow and the Worker's morning watch find it by this title. */
export const ISSUE_TITLE = "The website needs attention";
