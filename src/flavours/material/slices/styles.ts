// The styling engine (emotion, MUI's system) and the default theme MUI creates as it loads.
export { ThemeProvider, createTheme } from '@mui/material/styles';
