// Injected into every module of the widget bundle by widget/build.ts: the classic JSX transform
// compiles <div class="x">...</div> to h('div', { class: 'x' }, ...), which needs h and Fragment in scope.
export { Fragment, h } from 'preact';
