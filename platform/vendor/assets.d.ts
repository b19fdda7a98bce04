// Style files imported for their side effect; the store's webpack build bundles them.
declare module '*.scss';
declare module '*.css';
