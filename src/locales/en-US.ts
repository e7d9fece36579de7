import app from './en-US/app';
import component from './en-US/component';
import menu from './en-US/menu';
import pages from './en-US/pages';
import request from './en-US/request';

export default { ...app, ...menu, ...request, ...component, ...pages };
