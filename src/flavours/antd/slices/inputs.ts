// The controls the add-on renders, short of the select and the date picker.
export { Button, Checkbox, Input, InputNumber, Radio, Switch } from 'antd';
