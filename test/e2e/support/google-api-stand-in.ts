/**
 * A stand-in for Google's API loader (https://apis.google.com/js/api.js), served to the browser
 * context in its place, for machines without internet access.
 *
 * Firebase Auth's Google sign-in popup needs that script twice: the app page loads it to open the
 * Auth domain's helper frame (with the emulator: <emulator>/emulator/auth/iframe) and to talk to it,
 * and that helper frame loads it to answer the app. The emulator's popup page hands the signed-in
 * account to the helper frame (window.opener.frames), which passes it on to the app. Everything in
 * that chain is real except this library: its `gapi.load('gapi.iframes')`, `getContext().open()`
 * (an iframe with ping, register and send) and `getContext().getParentIframe()`, implemented here
 * with postMessage between the two windows and checked origins.
 */
import type { BrowserContext } from 'playwright-core';

export const GOOGLE_API_LOADER_URL = 'https://apis.google.com/js/api.js';

const STAND_IN_SOURCE = String.raw`(function () {
  'use strict';
  var TAG = 'e2e-gapi-stand-in';
  // gapi runs the callbacks it is given apart from its caller: what one throws goes no further.
  // (Firebase's webStorageSupport callback throws after it has answered.)
  function safely(fn, arg) {
    try {
      return fn(arg);
    } catch (error) {
      return undefined;
    }
  }

  /** One end of the app page <-> helper frame channel: named handlers and calls answered with [result]. */
  function makePort(targetWindow, initialOrigin) {
    var targetOrigin = initialOrigin;
    var handlers = {};
    var unhandled = {};
    var callbacks = {};
    var outbox = [];
    var nextId = 0;
    function post(message) {
      message.tag = TAG;
      if (targetOrigin) targetWindow().postMessage(message, targetOrigin);
      else outbox.push(message);
    }
    function answer(message) {
      var result = safely(handlers[message.name], message.data);
      post({ kind: 'reply', id: message.id, result: [result] });
    }
    return {
      connect: function (origin) {
        targetOrigin = origin;
        outbox.splice(0).forEach(post);
      },
      register: function (name, handler) {
        handlers[name] = handler;
        (unhandled[name] || []).splice(0).forEach(answer);
      },
      send: function (name, data, callback) {
        var id = String(nextId++);
        if (callback) callbacks[id] = callback;
        post({ kind: 'call', name: name, data: data, id: id });
      },
      receive: function (message) {
        if (message.kind === 'call') {
          if (handlers[message.name]) answer(message);
          else (unhandled[message.name] = unhandled[message.name] || []).push(message);
        } else if (message.kind === 'reply') {
          var callback = callbacks[message.id];
          delete callbacks[message.id];
          if (callback) safely(callback, message.result);
        }
      },
    };
  }

  /** The app page's side: opens the helper frame and talks to it once it answered a ping. */
  function open(options, onOpen) {
    var frame = document.createElement('iframe');
    var attributes = options.attributes || {};
    Object.keys(attributes).forEach(function (name) {
      if (name === 'style') Object.assign(frame.style, attributes.style);
      else frame.setAttribute(name, attributes[name]);
    });
    var url = new URL(options.url, location.href);
    var port = makePort(function () { return frame.contentWindow; }, url.origin);
    var ready = false;
    var pingWaiters = [];
    window.addEventListener('message', function (event) {
      if (event.source !== frame.contentWindow || event.origin !== url.origin) return;
      var message = event.data;
      if (!message || message.tag !== TAG) return;
      if (message.kind === 'pong') {
        ready = true;
        pingWaiters.splice(0).forEach(function (done) { done(); });
      } else {
        port.receive(message);
      }
    });
    frame.addEventListener('load', function () {
      frame.contentWindow.postMessage({ tag: TAG, kind: 'ping' }, url.origin);
    });
    frame.src = url.href;
    (options.where || document.body).appendChild(frame);
    var iframe = {
      restyle: function () { return Promise.resolve(); },
      ping: function (callback) {
        return new Promise(function (resolve) {
          function done() {
            if (callback) safely(callback);
            resolve();
          }
          if (ready) done();
          else pingWaiters.push(done);
        });
      },
      register: function (name, handler) { port.register(name, handler); },
      send: function (name, data, callback) { port.send(name, data, callback); },
    };
    return Promise.resolve(onOpen ? onOpen(iframe) : iframe);
  }

  /** The helper frame's side: the app page is its parent; its origin is learnt from the first ping. */
  var parentPort = null;
  if (window.parent !== window) {
    parentPort = makePort(function () { return window.parent; }, null);
    window.addEventListener('message', function (event) {
      var message = event.data;
      if (event.source !== window.parent || !message || message.tag !== TAG) return;
      if (message.kind === 'ping') {
        parentPort.connect(event.origin);
        window.parent.postMessage({ tag: TAG, kind: 'pong' }, event.origin);
      } else {
        parentPort.receive(message);
      }
    });
  }

  var context = {
    open: open,
    getParentIframe: function () {
      if (!parentPort) throw new Error('gapi stand-in: this window has no parent frame');
      return {
        register: function (name, handler) { parentPort.register(name, handler); },
        send: function (name, data, callback) { parentPort.send(name, data, callback); },
      };
    },
  };
  var gapi = (window.gapi = window.gapi || {});
  gapi.iframes = {
    CROSS_ORIGIN_IFRAMES_FILTER: function () { return true; },
    getContext: function () { return context; },
  };
  gapi.load = function (name, options) {
    var callback = typeof options === 'function' ? options : options && options.callback;
    if (callback) callback();
  };

  var onload = new URL(document.currentScript.src).searchParams.get('onload');
  if (onload && typeof window[onload] === 'function') window[onload]();
  else if (typeof window.gapi_onload === 'function') window.gapi_onload();
})();
`;

/** Serves the stand-in for Google's API loader to every page and frame of the context. */
export async function serveGoogleApiStandIn(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => url.href.split('?')[0] === GOOGLE_API_LOADER_URL,
    (route) => route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: STAND_IN_SOURCE }),
  );
}
