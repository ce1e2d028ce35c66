/**
 * The sign-in's own pages, in English and Spanish: what went wrong and what to do, or the hand-over of the token to
 * /admin. Plain functions of their words, so a test can check them as HTML.
 */

/** Why a sign-in stopped, as staff read it: a title and what to do, in each language. */
export const PROBLEMS = {
  "not-set-up": {
    status: 503,
    en: [
      "Sign-in is not set up yet",
      "The website’s GitHub sign-in is missing its GitHub App or one of its settings. Tell the person who looks after the website: the steps are in docs/operations.md, under “Going live”.",
    ],
    es: [
      "El inicio de sesión aún no está configurado",
      "Falta configurar la app de GitHub (o alguno de sus ajustes) para iniciar sesión en este sitio web. Avísale a la persona que administra el sitio web: los pasos están en la guía del sitio (docs/operations.md, sección “Going live”).",
    ],
  },
  elsewhere: {
    status: 403,
    en: [
      "This sign-in was not started on this website",
      "Sign in only from this website’s own editor: open /admin on the website and choose “Sign In with GitHub”.",
    ],
    es: [
      "Este inicio de sesión no empezó en este sitio web",
      "Inicia sesión solo desde el editor de este sitio web: abre /admin en el sitio y elige “Sign In with GitHub”.",
    ],
  },
  "no-state": {
    status: 400,
    en: [
      "The sign-in expired",
      "More than 10 minutes passed, or this browser blocks this website’s cookies. Close this window and choose “Sign In with GitHub” again.",
    ],
    es: [
      "El inicio de sesión expiró",
      "Pasaron más de diez minutos, o este navegador bloquea las cookies de este sitio web. Cierra esta ventana y elige otra vez “Sign In with GitHub”.",
    ],
  },
  "wrong-state": {
    status: 400,
    en: [
      "This answer from GitHub is not for this sign-in",
      "It does not match the sign-in this browser started, so it was not used. Close this window and sign in again from /admin.",
    ],
    es: [
      "Esta respuesta de GitHub no corresponde a este inicio de sesión",
      "No coincide con el inicio de sesión que abrió este navegador, así que no se usó. Cierra esta ventana e inicia sesión otra vez desde /admin.",
    ],
  },
  denied: {
    status: 403,
    en: [
      "You did not allow the sign-in on GitHub",
      "GitHub’s page was cancelled. To edit the website, choose “Sign In with GitHub” again, then “Authorize”.",
    ],
    es: [
      "No diste permiso en GitHub",
      "Se canceló la autorización en GitHub. Para editar el sitio web, elige otra vez “Sign In with GitHub” y luego “Authorize”.",
    ],
  },
  github: {
    status: 502,
    en: [
      "GitHub refused the sign-in",
      "Close this window and try again. If it happens again, tell the person who looks after the website what GitHub answered:",
    ],
    es: [
      "GitHub rechazó el inicio de sesión",
      "Cierra esta ventana e inténtalo otra vez. Si vuelve a pasar, dile a la persona que administra el sitio web lo que respondió GitHub:",
    ],
  },
  unreachable: {
    status: 502,
    en: [
      "GitHub could not be reached",
      "Try again in a few minutes; githubstatus.com says whether GitHub is having trouble.",
    ],
    es: [
      "No se pudo conectar con GitHub",
      "Inténtalo otra vez en unos minutos; en githubstatus.com puedes ver si GitHub tiene problemas.",
    ],
  },
} as const;
export type Problem = keyof typeof PROBLEMS;

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE =
  "body{font:17px/1.5 system-ui,sans-serif;max-width:34em;margin:2em auto;padding:0 1em;color:#1f2a24;background:#fbf8f2}h1{font-size:1.3em;margin:1.2em 0 .3em}code{font-size:.95em}";

/** A page with both languages, English first; `nonce` allows its one <style> and <script>. */
function page(nonce: string, title: string, main: string, script = ""): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main>
${main}
</main>${script && `\n<script nonce="${nonce}">${script}</script>`}
</body>
</html>
`;
}

/** The page for a stopped sign-in; `detail` is GitHub's own error code, shown as it came. */
export function problemPage(problem: Problem, nonce: string, detail?: string): string {
  const { en, es } = PROBLEMS[problem];
  const code = detail ? ` <code>${escape(detail)}</code>` : "";
  return page(
    nonce,
    `${en[0]} · ${es[0]}`,
    `<section lang="en"><h1>${escape(en[0])}</h1><p>${escape(en[1])}${code}</p></section>
<section lang="es"><h1>${escape(es[0])}</h1><p>${escape(es[1])}${code}</p></section>`,
  );
}

/**
 * The page that hands the token to /admin, as Sveltia's sign-in expects (sveltia-cms-auth's protocol): it says
 * "authorizing:github" to the window that opened it, and once that window echoes it, posts
 * "authorization:github:success:{token}". Both only to this site's own origin: an opener elsewhere receives nothing.
 */
export function handOverPage(token: string, nonce: string): string {
  const message = JSON.stringify(
    `authorization:github:success:${JSON.stringify({ provider: "github", token })}`,
  ).replace(/</g, "\\u003c");
  const script = `{
  const opener = window.opener;
  let here = false;
  try { here = !!opener && opener.location.origin === location.origin; } catch {}
  if (here) {
    addEventListener("message", (event) => {
      if (event.origin === location.origin && event.source === opener && event.data === "authorizing:github") opener.postMessage(${message}, location.origin);
    });
    opener.postMessage("authorizing:github", location.origin);
  } else {
    document.getElementById("signed-in").hidden = true;
    document.getElementById("elsewhere").hidden = false;
  }
}`;
  const elsewhere = PROBLEMS.elsewhere;
  return page(
    nonce,
    "Signed in · Sesión iniciada",
    `<div id="signed-in"><p lang="en">Signed in. This window closes by itself.</p><p lang="es">Sesión iniciada. Esta ventana se cierra sola.</p></div>
<div id="elsewhere" hidden><section lang="en"><h1>${escape(elsewhere.en[0])}</h1><p>${escape(elsewhere.en[1])}</p></section>
<section lang="es"><h1>${escape(elsewhere.es[0])}</h1><p>${escape(elsewhere.es[1])}</p></section></div>`,
    script,
  );
}
