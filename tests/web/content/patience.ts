import { configure } from '@testing-library/react';

// Content pages draw react-slick sliders and lazy pages, slow in jsdom on a busy two-core machine: waits for what
// appears after a read get 4 s instead of Testing Library's 1 s. (Each test file has its own module state.)
configure({ asyncUtilTimeout: 4000 });
