import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";

/**
 * The tests' content (e2e/fixtures/content) as the repository's content/, plus the .git/HEAD the CMS looks for. An
 * upload's `text` is its bytes in base64.
 */
export function repositoryFiles(): { path: string; text: string }[] {
  const content = path.join(__dirname, "fixtures", "content");
  const files = readdirSync(content, { recursive: true, encoding: "utf8" })
    .filter((file) => statSync(path.join(content, file)).isFile())
    .map((file) => ({
      path: path.join("content", file).split(path.sep).join("/"),
      text: readFileSync(path.join(content, file), file.startsWith("uploads") ? "base64" : "utf8"),
    }));
  return [...files, { path: ".git/HEAD", text: "ref: refs/heads/main\n" }];
}

/**
 * /admin (at `adminUrl`) on "Work with Local Repository": the folder picker no program can click gets the origin-private
 * folder "repo", seeded with content/ before the button is pressed. `beforeOpening` sees the sign-in screen (the staff
 * guide's first picture). Shared by the e2e tests and docs/take-screenshots.mjs.
 */
export async function openAdminOnLocalRepository(
  page: Page,
  adminUrl: string,
  beforeOpening?: () => Promise<unknown>,
): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { showDirectoryPicker: () => Promise<FileSystemDirectoryHandle> }).showDirectoryPicker =
      async () => (await navigator.storage.getDirectory()).getDirectoryHandle("repo", { create: true });
  });
  await page.goto(adminUrl);
  await page.evaluate(async (files) => {
    const root = await (await navigator.storage.getDirectory()).getDirectoryHandle("repo", { create: true });
    for (const { path: file, text } of files) {
      const parts = file.split("/");
      let dir = root;
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
      const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
      await writable.write(file.startsWith("content/uploads/") ? Uint8Array.fromBase64(text) : text);
      await writable.close();
    }
  }, repositoryFiles());
  const open = page.getByRole("button", { name: "Work with Local Repository" });
  await open.waitFor();
  await beforeOpening?.();
  await open.click();
}
