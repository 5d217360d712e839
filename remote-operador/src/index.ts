// Sharing needs an async boundary: the federation runtime must fill the share
// scope before any shared module is evaluated. Only used when run standalone.
void import('./bootstrap');
