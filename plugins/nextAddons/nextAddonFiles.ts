/**
 * Files of react-querybuilder 8.24.1 installed as `rqb8` and of its add-ons installed as `rqb8-…` (package.json), on
 * any platform's path separator: in them, `react-querybuilder` means the 8.24.1 copy (8.x's `async` and `history`
 * entry points import the main one by that name, as the add-ons do).
 */
export const nextAddonFiles = /[\\/]node_modules[\\/]rqb8(?:-[^\\/]+)?[\\/]/;
