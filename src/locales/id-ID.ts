import app from './id-ID/app';
import component from './id-ID/component';
import menu from './id-ID/menu';
import pages from './id-ID/pages';
import request from './id-ID/request';

export default { ...app, ...menu, ...request, ...component, ...pages };
