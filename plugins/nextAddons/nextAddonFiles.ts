/** Files of the 8.x add-ons installed under an `rqb8-` alias (package.json), on any platform's path separator. */
export const nextAddonFiles = /[\\/]node_modules[\\/]rqb8-[^\\/]+[\\/]/;
