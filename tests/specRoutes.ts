// The spec's routes live with the site config (sidebars read them); tests import them from here.
export * from '../config/routes';
