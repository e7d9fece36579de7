import app from './en-US/app';
import common from './en-US/common';
import component from './en-US/component';
import menu from './en-US/menu';
import pages from './en-US/pages';
import request from './en-US/request';
import validation from './en-US/validation';

export default { ...app, ...menu, ...request, ...component, ...pages, ...validation, ...common };
