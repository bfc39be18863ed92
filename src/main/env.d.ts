// Vite's `?asset` imports (the window icon): electron-vite copies the file into out/ and gives its path.
/// <reference types="electron-vite/node" />
