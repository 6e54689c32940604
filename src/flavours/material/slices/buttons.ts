export { default as Close } from '@mui/icons-material/Close';
export { default as ContentCopy } from '@mui/icons-material/ContentCopy';
export { default as DragIndicator } from '@mui/icons-material/DragIndicator';
export { default as KeyboardArrowDown } from '@mui/icons-material/KeyboardArrowDown';
export { default as KeyboardArrowUp } from '@mui/icons-material/KeyboardArrowUp';
export { default as Lock } from '@mui/icons-material/Lock';
export { default as LockOpen } from '@mui/icons-material/LockOpen';
export { default as Button } from '@mui/material/Button';
