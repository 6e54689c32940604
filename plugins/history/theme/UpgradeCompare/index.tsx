// A theme component's stylesheet is in the one every page links (plugins/lean/siteWideCss); the component lives in
// components/ so that its CSS loads only with the demo's comparison, on demand.
export { default, type UpgradeCompareProps } from '../../components/UpgradeCompare';
