/**
 * How the prerendered first screen (dist/index.html) starts its app: not with the build's
 * <script type="module"> tags, which a fast line delivers before the first frame, so that the
 * phone downloads, parses and runs the app before it shows the screen it already has; but by a
 * small inline script that asks for the app's modules once that screen has painted (the browser's
 * first-contentful-paint, or the frame after the first one where it does not report paints).
 *
 * The script is kept as source text, not as a function's toString(): the TypeScript loaders that
 * run this file (Vite's config bundler, tsx) may add helpers to a function that the page lacks.
 * It is written for every browser that runs the app's modules; `entry` and `preload` are the
 * parameters of the function startAfterPaintScript wraps it in.
 */
const START_AFTER_PAINT = `
var started = false;
function start() {
  if (started) return;
  started = true;
  preload.forEach(function (href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.crossOrigin = '';
    document.head.appendChild(link);
  });
  var app = document.createElement('script');
  app.type = 'module';
  app.src = entry;
  app.crossOrigin = '';
  document.head.appendChild(app);
}
var Observer = window.PerformanceObserver;
if (Observer && Observer.supportedEntryTypes && Observer.supportedEntryTypes.indexOf('paint') >= 0) {
  // The browser says when the page's first text showed.
  new Observer(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
} else {
  // requestAnimationFrame runs just before the next frame paints; the timeout, after that frame.
  requestAnimationFrame(function () { setTimeout(start, 0); });
}
// A hidden tab or an iframe out of view paints nothing: the app does not wait for it for long.
setTimeout(start, 1000);
`;

/** The inline script that starts the app at `entry`, preloading the modules it imports. */
export function startAfterPaintScript(entry: string, preload: string[]): string {
  return `(function (entry, preload) {${START_AFTER_PAINT}})(${JSON.stringify(entry)}, ${JSON.stringify(preload)});`;
}
