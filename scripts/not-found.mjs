// Post-build: out/404.html, the page a host serves for any unknown address, is the English not-found page
// (app/(en)/not-found). Next writes its own unbranded one, having no single root layout to render ours in.
import { copyFileSync, rmSync } from "node:fs";
import path from "node:path";
import { OUT_DIR } from "./routes.mjs";

const page = path.join(OUT_DIR, "not-found.html");
for (const file of ["404.html", "_not-found.html"]) copyFileSync(page, path.join(OUT_DIR, file));
// Its own address is unknown too: /not-found answers 404 with the same page.
rmSync(page);
console.log("not-found: out/404.html is the English not-found page");
