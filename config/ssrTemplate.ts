/**
 * The HTML template of every built page: Docusaurus's own (core 3.10 `ssgTemplate.html`), except
 * for how the app's scripts start. The page is complete server-rendered HTML and the scripts only
 * hydrate it, so they are requested after the first paint: the document and the stylesheet get
 * the connection to themselves, and the page shows before 150 KB of JavaScript arrives. With
 * `defer` (or a preload) the scripts share the bandwidth with the stylesheet, and on a fast
 * connection run before the browser paints anything.
 *
 * "After the first paint" means once the first contentful paint is on screen, as the Paint Timing
 * API reports it: the frame's main-thread work ends before its tiles are rastered, so a task queued
 * from an animation frame still requested the scripts 50-100 ms before the page showed (Lighthouse
 * desktop, / and /blog), and their download and evaluation then counted towards the paint. Where
 * the API is missing, that animation-frame task is the signal; where it exists, the same task waits
 * a second more as a safety net, so a page that paints nothing contentful still starts.
 *
 * The loader keeps the runtime before the main bundle (`async = false`), as the document order
 * did. A hidden tab paints nothing and gets no animation frames, so it runs the scripts at once,
 * also when the tab is hidden before its first paint.
 *
 * The template is part of the site config every page downloads, so it carries no comments or
 * indentation.
 */
export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>
      (function (scripts) {
        var started = false;
        function run() {
          if (started) return;
          started = true;
          scripts.forEach(function (src) {
            var script = document.createElement('script');
            script.src = src;
            script.async = false;
            document.head.appendChild(script);
          });
        }
        if (document.visibilityState === 'hidden') return run();
        document.addEventListener('visibilitychange', function () { if (document.visibilityState === 'hidden') run(); });
        var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
        var paints = Boolean(types && types.indexOf('paint') >= 0);
        if (paints) {
          new PerformanceObserver(function (list, observer) {
            if (list.getEntriesByName('first-contentful-paint').length === 0) return;
            observer.disconnect();
            run();
          }).observe({type: 'paint', buffered: true});
        }
        requestAnimationFrame(function () { setTimeout(run, paints ? 1000 : 0); });
      })(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)).replace(/</g, '\\\\u003c') %>);
    </script>
  </body>
</html>
`.replace(/^\s+/gm, '');
