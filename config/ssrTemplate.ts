/**
 * The HTML template of every built page: Docusaurus's own (core 3.10 `ssgTemplate.html`), except
 * for how the app's scripts start. The page is complete server-rendered HTML and the scripts only
 * hydrate it, so they are requested after the first paint: the document and the stylesheet get
 * the connection to themselves, and the page shows before 150 KB of JavaScript arrives. With
 * `defer` (or a preload) the scripts share the bandwidth with the stylesheet, and on a fast
 * connection run before the browser paints anything.
 *
 * The loader keeps the runtime before the main bundle (`async = false`), as the document order
 * did. A hidden tab paints nothing, so it runs the scripts at once; otherwise a task queued from
 * an animation frame runs just after that frame is painted.
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
        function run() {
          scripts.forEach(function (src) {
            var script = document.createElement('script');
            script.src = src;
            script.async = false;
            document.head.appendChild(script);
          });
        }
        if (document.visibilityState === 'hidden') run();
        else requestAnimationFrame(function () { setTimeout(run, 0); });
      })(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)).replace(/</g, '\\\\u003c') %>);
    </script>
  </body>
</html>
`.replace(/^\s+/gm, '');
