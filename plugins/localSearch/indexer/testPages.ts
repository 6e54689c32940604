/** A built docs page, reduced to the parts the indexer reads. */
export function docPage({
  tag,
  version,
  title,
  body,
  category,
  description,
  keywords,
}: {
  tag: string;
  version?: string;
  title: string;
  body: string;
  category?: string;
  description?: string;
  keywords?: string;
}): string {
  return `<!doctype html><html><head><title>${title} | Site</title>
<meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="${tag}">
${version ? `<meta name="docsearch:version" content="${version}">` : ''}
${description ? `<meta name="description" content="${description}">` : ''}
${keywords ? `<meta name="keywords" content="${keywords}">` : ''}</head><body>
<nav class="theme-doc-breadcrumbs"><ul>
<li class="breadcrumbs__item"><a aria-label="Home page" href="/"></a></li>
${category ? `<li class="breadcrumbs__item"><span>${category}</span></li>` : ''}
<li class="breadcrumbs__item breadcrumbs__item--active"><span>${title}</span></li></ul></nav>
<article><div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>${body}</div></article></body></html>`;
}
