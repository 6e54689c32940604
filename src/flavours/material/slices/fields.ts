export { default as FormControl } from '@mui/material/FormControl';
export { default as TextField } from '@mui/material/TextField';
export { default as TextareaAutosize } from '@mui/material/TextareaAutosize';
