import app from './id-ID/app';
import common from './id-ID/common';
import component from './id-ID/component';
import menu from './id-ID/menu';
import pages from './id-ID/pages';
import request from './id-ID/request';
import validation from './id-ID/validation';

export default { ...app, ...menu, ...request, ...component, ...pages, ...validation, ...common };
