// The add-on builds its date and time pickers on this (with dayjs).
export { default as generatePicker } from 'antd/es/date-picker/generatePicker/index.js';
