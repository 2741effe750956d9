// React and React DOM are CommonJS: the bundler wraps each in a function that runs when it is
// first required, which would be inside whichever chunk first uses them. Required here, in the
// first-load chunk that holds them (vite.config.ts), their set-up runs when that chunk runs, in a
// task of its own, not in the app's (public/start-after-paint.js; Total Blocking Time).
import 'react';
import 'react/jsx-runtime';
import 'react-dom';
import 'react-dom/client';
