// DocSearch's modal styles, standing in for `@docsearch/react/style` (see ./index.ts). The variables come with them:
// the site-wide stylesheet declares only those the navbar's button reads (plugins/localSearch/theme/SearchBar/searchButton.css).
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/modal.css';
