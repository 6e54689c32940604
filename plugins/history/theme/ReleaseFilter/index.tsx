// A theme component's stylesheet is in the one every page links (plugins/lean/siteWideCss); the component lives in
// components/ so that its CSS loads only with the release pages.
export { default } from '../../components/ReleaseFilter';
