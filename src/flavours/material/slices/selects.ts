// Select brings the menu, popover and modal along.
export { default as ListSubheader } from '@mui/material/ListSubheader';
export { default as MenuItem } from '@mui/material/MenuItem';
export { default as Select } from '@mui/material/Select';
