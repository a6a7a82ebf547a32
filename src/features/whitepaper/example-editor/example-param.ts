// The query parameter that carries an explorable example: read by the page to know it must load the
// editor, and by the editor's address module. Its own module so the page ships nothing else of it.
export const EXAMPLE_PARAM = 'example';
