// The one formatter. printWidth 120: this code is dense with typed signatures and JSX props, and at
// 120 a component's props or a call's arguments usually stay on the line that names them; at 100
// about 800 lines would wrap, most of them into three. Quotes and commas as the code was written.
/** @type {import('prettier').Config} */
export default {
  printWidth: 120,
  singleQuote: true,
  trailingComma: 'all',
};
