// The HTML page that boots the web app, with the place's first-screen data.
export { type AppShell, createAppShell } from './app-shell.ts';
