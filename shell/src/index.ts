// Shared modules are negotiated asynchronously: everything real starts in bootstrap.
void import('./bootstrap');
