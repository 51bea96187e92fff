/*
 * CareerKit stripe-emulator: a small stand-in for Stripe.js, served by the emulator at /v3/stripe.js.
 * Load it with a <script> before `loadStripe` runs: @stripe/stripe-js then uses this window.Stripe and
 * @stripe/react-stripe-js runs unchanged on top of it. It talks to the emulator that served it (the script's
 * origin, or the script tag's data-api attribute). Plain DOM, no eval, no inline handlers or style attributes
 * in markup (styles are set through CSSOM), so it runs under a strict Content-Security-Policy.
 * Supported: Stripe(pk), elements().create('card'), confirmCardPayment (3-D Secure through an in-page dialog),
 * handleCardAction, retrievePaymentIntent, createPaymentMethod, createToken.
 */
/* global window, document */
(function () {
  'use strict';

  var RELEASE_TRAIN = 'endive';
  var script = document.currentScript;
  var API_BASE = (script && script.getAttribute('data-api')) || (script && script.src ? new URL(script.src).origin : window.location.origin);

  if (typeof window.Stripe === 'function' && window.Stripe.emulator === API_BASE) return;

  function integrationError(message) {
    var error = new Error(message);
    error.name = 'IntegrationError';
    return error;
  }

  // ---- HTTP: form-encoded with bracket notation, the key in the body like Stripe.js (no preflight needed).

  function encode(value, prefix, pairs) {
    if (value === undefined || value === null) return pairs;
    if (Array.isArray(value)) {
      value.forEach(function (item, index) {
        encode(item, prefix + '[' + index + ']', pairs);
      });
    } else if (typeof value === 'object') {
      Object.keys(value).forEach(function (key) {
        encode(value[key], prefix ? prefix + '[' + key + ']' : key, pairs);
      });
    } else {
      pairs.push(encodeURIComponent(prefix) + '=' + encodeURIComponent(String(value)));
    }
    return pairs;
  }

  function request(method, path, params) {
    var body = encode(params, '', []).join('&');
    var url = API_BASE + path + (method === 'GET' ? '?' + body : '');
    var init = { method: method, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } };
    if (method !== 'GET') init.body = body;
    return window.fetch(url, init).then(
      function (response) {
        return response.json().then(function (json) {
          return { ok: response.ok, body: json };
        });
      },
      function () {
        return { ok: false, body: { error: { type: 'api_connection_error', message: 'Could not reach the Stripe emulator at ' + API_BASE + '.' } } };
      },
    );
  }

  // ---- Card data: brand, Luhn, formatting and Stripe.js's validation codes.

  function digits(text) {
    return String(text || '').replace(/\D/g, '');
  }

  function brandOf(number) {
    if (/^4/.test(number)) return 'visa';
    if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
    if (/^3[47]/.test(number)) return 'amex';
    if (/^(6011|65|64[4-9])/.test(number)) return 'discover';
    if (/^3(0[0-5]|[68])/.test(number)) return 'diners';
    if (/^35/.test(number)) return 'jcb';
    if (/^62/.test(number)) return 'unionpay';
    return 'unknown';
  }

  function numberLength(brand) {
    return brand === 'amex' ? 15 : brand === 'diners' ? 14 : 16;
  }

  function passesLuhn(number) {
    var sum = 0;
    for (var i = 0; i < number.length; i += 1) {
      var digit = Number(number.charAt(number.length - 1 - i));
      if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
      sum += digit;
    }
    return sum % 10 === 0;
  }

  function formatNumber(number) {
    var groups = brandOf(number) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
    var parts = [];
    var at = 0;
    for (var i = 0; i < groups.length && at < number.length; i += 1) {
      parts.push(number.slice(at, at + groups[i]));
      at += groups[i];
    }
    return parts.join(' ');
  }

  function formatExpiry(text) {
    var value = digits(text);
    if (value.length === 1 && Number(value) > 1) value = '0' + value;
    value = value.slice(0, 4);
    return value.length > 2 ? value.slice(0, 2) + ' / ' + value.slice(2) : value;
  }

  function fieldError(code, message) {
    return { type: 'validation_error', code: code, message: message };
  }

  /** Each field: empty, complete, the error it has now, and the one it has when incomplete (shown on blur/submit). */
  function checkCard(values) {
    var number = digits(values.number);
    var brand = brandOf(number);
    var numberField = { empty: !number, complete: false, error: null, incomplete: fieldError('incomplete_number', 'Your card number is incomplete.') };
    if (number.length >= numberLength(brand)) {
      if (passesLuhn(number)) numberField.complete = true;
      else numberField.error = fieldError('invalid_number', 'Your card number is invalid.');
    }

    var expiry = digits(values.expiry);
    var expiryField = { empty: !expiry, complete: false, error: null, incomplete: fieldError('incomplete_expiry', "Your card's expiration date is incomplete.") };
    var month = Number(expiry.slice(0, 2));
    if (expiry.length >= 2 && (month < 1 || month > 12)) {
      expiryField.error = fieldError('invalid_expiry_month', "Your card's expiration date is invalid.");
    } else if (expiry.length === 4) {
      var year = 2000 + Number(expiry.slice(2));
      var now = new Date();
      if (year < now.getFullYear()) expiryField.error = fieldError('invalid_expiry_year_past', "Your card's expiration year is in the past.");
      else if (year === now.getFullYear() && month < now.getMonth() + 1) {
        expiryField.error = fieldError('invalid_expiry_month_past', "Your card's expiration date is in the past.");
      } else expiryField.complete = true;
    }

    var cvc = digits(values.cvc);
    var cvcField = { empty: !cvc, complete: cvc.length === (brand === 'amex' ? 4 : 3), error: null, incomplete: fieldError('incomplete_cvc', "Your card's security code is incomplete.") };

    return { brand: brand, number: numberField, expiry: expiryField, cvc: cvcField };
  }

  var FIELDS = ['number', 'expiry', 'cvc'];

  /** The error the element shows: an invalid value, or an incomplete one the customer has left (or submits). */
  function visibleError(check, touched, submitting) {
    for (var i = 0; i < FIELDS.length; i += 1) {
      var field = check[FIELDS[i]];
      if (field.error) return field.error;
      if (!field.complete && (submitting || (touched[FIELDS[i]] && !field.empty))) return field.incomplete;
    }
    return undefined;
  }

  // ---- Elements

  function Emitter() {
    this.handlers = {};
  }
  Emitter.prototype.on = function (event, handler) {
    (this.handlers[event] = this.handlers[event] || []).push(handler);
  };
  Emitter.prototype.off = function (event, handler) {
    if (!handler) delete this.handlers[event];
    else this.handlers[event] = (this.handlers[event] || []).filter(function (h) {
      return h !== handler;
    });
  };
  Emitter.prototype.emit = function (event, payload) {
    (this.handlers[event] || []).slice().forEach(function (handler) {
      handler(payload);
    });
  };

  var CLASSES = { base: 'StripeElement', complete: 'StripeElement--complete', empty: 'StripeElement--empty', focus: 'StripeElement--focus', invalid: 'StripeElement--invalid' };
  var STYLE_KEYS = ['color', 'fontFamily', 'fontSize', 'fontWeight', 'fontStyle', 'lineHeight', 'letterSpacing', 'textTransform'];

  function assign(target) {
    for (var i = 1; i < arguments.length; i += 1) {
      var source = arguments[i] || {};
      Object.keys(source).forEach(function (key) {
        target[key] = source[key];
      });
    }
    return target;
  }

  function styleInput(input, style, invalid) {
    var base = (style && style.base) || {};
    var invalidStyle = (style && style.invalid) || {};
    STYLE_KEYS.forEach(function (key) {
      var value = invalid && invalidStyle[key] !== undefined ? invalidStyle[key] : base[key];
      input.style[key] = value === undefined ? '' : String(value);
    });
  }

  var cardSecrets = new WeakMap();

  function createCardElement(group, initialOptions) {
    var options = assign({}, initialOptions);
    var emitter = new Emitter();
    var values = { number: '', expiry: '', cvc: '' };
    var touched = {};
    var lastError;
    var mountNode = null;
    var destroyed = false;
    var focused = false;

    var wrapper = document.createElement('div');
    wrapper.className = '__PrivateStripeElement';
    wrapper.setAttribute('role', 'group');
    wrapper.setAttribute('aria-label', 'Credit or debit card');
    // Stripe's card element never cuts the number's placeholder: where the three fields do not fit on one line (a
    // phone's dialog), expiry and CVC go to a second line instead.
    assign(wrapper.style, { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5em', width: '100%' });

    function input(name, label, autocomplete, placeholder, flex) {
      var field = document.createElement('input');
      field.type = 'text';
      field.name = name;
      field.setAttribute('inputmode', 'numeric');
      field.setAttribute('autocomplete', autocomplete);
      field.setAttribute('aria-label', label);
      field.setAttribute('spellcheck', 'false');
      field.placeholder = placeholder;
      assign(field.style, { flex: flex, minWidth: '0', border: '0', background: 'transparent', padding: '0', font: 'inherit', color: 'inherit' });
      wrapper.appendChild(field);
      return field;
    }
    var inputs = {
      number: input('cardnumber', 'Card number', 'cc-number', '1234 1234 1234 1234', '1 0 11em'),
      expiry: input('exp-date', 'Expiration date (MM / YY)', 'cc-exp', 'MM / YY', '0 0 5.5em'),
      cvc: input('cvc', 'Security code (CVC)', 'cc-csc', 'CVC', '0 0 3.5em'),
    };

    function state() {
      var check = checkCard(values);
      return {
        check: check,
        empty: check.number.empty && check.expiry.empty && check.cvc.empty,
        complete: check.number.complete && check.expiry.complete && check.cvc.complete,
        error: visibleError(check, touched, false),
      };
    }

    function render(current) {
      if (!mountNode) return;
      var classes = assign({}, CLASSES, options.classes);
      var set = function (name, on) {
        String(classes[name] || '')
          .split(/\s+/)
          .filter(Boolean)
          .forEach(function (cls) {
            mountNode.classList.toggle(cls, on);
          });
      };
      set('base', true);
      set('empty', current.empty);
      set('complete', current.complete);
      set('invalid', !!current.error);
      set('focus', focused);
      FIELDS.forEach(function (name) {
        var field = current.check[name];
        var invalid = !!field.error || (touched[name] && !field.empty && !field.complete);
        inputs[name].setAttribute('aria-invalid', invalid ? 'true' : 'false');
        styleInput(inputs[name], options.style, invalid);
        inputs[name].disabled = !!options.disabled;
      });
    }

    function changed() {
      var current = state();
      render(current);
      lastError = current.error;
      emitter.emit('change', {
        elementType: 'card',
        empty: current.empty,
        complete: current.complete,
        error: current.error,
        brand: current.check.brand,
        value: { postalCode: '' },
      });
      return current;
    }

    function onInput(name) {
      return function () {
        var field = inputs[name];
        if (name === 'number') {
          var number = digits(field.value).slice(0, numberLength(brandOf(digits(field.value))));
          field.value = formatNumber(number);
        } else if (name === 'expiry') field.value = formatExpiry(field.value);
        else field.value = digits(field.value).slice(0, 4);
        values[name] = field.value;
        var current = changed();
        // Move on once a field is complete, as Stripe's card element does.
        if (current.check[name].complete && name !== 'cvc') inputs[name === 'number' ? 'expiry' : 'cvc'].focus();
      };
    }

    FIELDS.forEach(function (name) {
      inputs[name].addEventListener('input', onInput(name));
      inputs[name].addEventListener('focus', function () {
        if (!focused) {
          focused = true;
          render(state());
          emitter.emit('focus', { elementType: 'card' });
        }
      });
      inputs[name].addEventListener('blur', function (event) {
        touched[name] = true;
        if (event.relatedTarget && wrapper.contains(event.relatedTarget)) {
          var current = state();
          if (current.error !== lastError) changed();
          return;
        }
        focused = false;
        var now = state();
        if (now.error !== lastError) changed();
        else render(now);
        emitter.emit('blur', { elementType: 'card' });
      });
      inputs[name].addEventListener('keydown', function (event) {
        if (event.key === 'Escape') emitter.emit('escape', { elementType: 'card' });
      });
    });

    var element = {
      mount: function (target) {
        if (destroyed) throw integrationError('This Element has already been destroyed. Please create a new one.');
        var node = typeof target === 'string' ? document.querySelector(target) : target;
        if (!node || typeof node.appendChild !== 'function') throw integrationError('The selector you specified (' + target + ') applies to no DOM elements that are currently on the page.');
        if (mountNode) element.unmount();
        mountNode = node;
        mountNode.appendChild(wrapper);
        render(state());
        window.setTimeout(function () {
          if (mountNode) emitter.emit('ready', { elementType: 'card' });
        }, 0);
      },
      unmount: function () {
        if (!mountNode) return;
        if (wrapper.parentNode) wrapper.parentNode.removeChild(wrapper);
        var classes = assign({}, CLASSES, options.classes);
        Object.keys(classes).forEach(function (name) {
          String(classes[name] || '')
            .split(/\s+/)
            .filter(Boolean)
            .forEach(function (cls) {
              mountNode.classList.remove(cls);
            });
        });
        mountNode = null;
      },
      destroy: function () {
        element.unmount();
        destroyed = true;
        group.remove(element);
      },
      on: function (event, handler) {
        emitter.on(event, handler);
        return element;
      },
      off: function (event, handler) {
        emitter.off(event, handler);
        return element;
      },
      once: function (event, handler) {
        var wrapped = function (payload) {
          emitter.off(event, wrapped);
          handler(payload);
        };
        emitter.on(event, wrapped);
        return element;
      },
      update: function (update) {
        assign(options, update);
        render(state());
      },
      focus: function () {
        inputs.number.focus();
      },
      blur: function () {
        FIELDS.forEach(function (name) {
          inputs[name].blur();
        });
      },
      clear: function () {
        FIELDS.forEach(function (name) {
          inputs[name].value = '';
          values[name] = '';
        });
        touched = {};
        changed();
      },
    };
    cardSecrets.set(element, {
      /** What a payment needs, or the validation error Stripe.js answers with before any request. */
      read: function () {
        var check = checkCard(values);
        var error = visibleError(check, {}, true);
        if (error) return { error: error };
        var expiry = digits(values.expiry);
        return { card: { number: digits(values.number), exp_month: Number(expiry.slice(0, 2)), exp_year: 2000 + Number(expiry.slice(2)), cvc: digits(values.cvc) } };
      },
    });
    return element;
  }

  function createElements() {
    var created = {};
    var group = {
      remove: function (element) {
        Object.keys(created).forEach(function (type) {
          if (created[type] === element) delete created[type];
        });
      },
    };
    return {
      create: function (type, options) {
        if (type !== 'card') throw integrationError('The Stripe emulator supports only the "card" Element, not "' + type + '".');
        if (created[type]) throw integrationError('Can only create one Element of type ' + type + '.');
        created[type] = createCardElement(group, options);
        return created[type];
      },
      getElement: function (type) {
        var name = type && typeof type !== 'string' ? type.__elementType : type;
        return created[name] || null;
      },
      update: function () {},
      fetchUpdates: function () {
        return Promise.resolve({});
      },
      submit: function () {
        return Promise.resolve({});
      },
    };
  }

  // ---- 3-D Secure: the emulator's stand-in for the issuer's challenge, an in-page dialog.

  function formatAmount(amount, currency) {
    try {
      return new Intl.NumberFormat(undefined, { style: 'currency', currency: String(currency).toUpperCase() }).format(amount / 100);
    } catch {
      return (amount / 100).toFixed(2) + ' ' + String(currency).toUpperCase();
    }
  }

  var dialogCount = 0;

  function askForAuthentication(intent) {
    return new Promise(function (resolve) {
      dialogCount += 1;
      var titleId = 'stripe-emulator-3ds-title-' + dialogCount;
      var textId = 'stripe-emulator-3ds-text-' + dialogCount;
      var previousFocus = document.activeElement;

      var overlay = document.createElement('div');
      overlay.setAttribute('data-stripe-emulator', '3ds');
      assign(overlay.style, { position: 'fixed', top: '0', right: '0', bottom: '0', left: '0', background: 'rgba(10, 20, 40, 0.55)', display: 'flex', alignItems: 'center', justifyContent: 'center', zIndex: '2147483647' });
      var dialog = document.createElement('div');
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-modal', 'true');
      dialog.setAttribute('aria-labelledby', titleId);
      dialog.setAttribute('aria-describedby', textId);
      assign(dialog.style, { background: '#fff', color: '#1a1f36', borderRadius: '8px', padding: '24px', maxWidth: '26rem', fontFamily: 'system-ui, sans-serif', boxShadow: '0 10px 30px rgba(0, 0, 0, 0.3)' });
      var title = document.createElement('h2');
      title.id = titleId;
      title.textContent = 'Test payment authentication';
      assign(title.style, { margin: '0 0 12px', fontSize: '1.25rem' });
      var text = document.createElement('p');
      text.id = textId;
      text.textContent = 'The local Stripe emulator stands in for your bank\u2019s 3-D Secure check of this ' + formatAmount(intent.amount, intent.currency) + ' payment.';
      var buttons = document.createElement('div');
      assign(buttons.style, { display: 'flex', gap: '12px', marginTop: '20px' });

      function button(label, primary, result) {
        var node = document.createElement('button');
        node.type = 'button';
        node.textContent = label;
        assign(node.style, { font: 'inherit', padding: '8px 14px', borderRadius: '6px', border: '1px solid #635bff', cursor: 'pointer', background: primary ? '#635bff' : '#fff', color: primary ? '#fff' : '#635bff' });
        node.addEventListener('click', function () {
          finish(result);
        });
        buttons.appendChild(node);
        return node;
      }
      var complete = button('Complete authentication', true, 'complete');
      var fail = button('Fail authentication', false, 'fail');

      function onKey(event) {
        if (event.key === 'Escape') {
          event.preventDefault();
          finish('fail');
        } else if (event.key === 'Tab') {
          // Keep focus inside the dialog.
          event.preventDefault();
          (document.activeElement === complete ? fail : complete).focus();
        }
      }
      function finish(result) {
        document.removeEventListener('keydown', onKey, true);
        if (overlay.parentNode) overlay.parentNode.removeChild(overlay);
        if (previousFocus && typeof previousFocus.focus === 'function') previousFocus.focus();
        resolve(result);
      }

      dialog.appendChild(title);
      dialog.appendChild(text);
      dialog.appendChild(buttons);
      overlay.appendChild(dialog);
      document.body.appendChild(overlay);
      document.addEventListener('keydown', onKey, true);
      complete.focus();
    });
  }

  // ---- Stripe(publishableKey)

  function intentIdOf(clientSecret, method) {
    var match = /^(pi_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/.exec(String(clientSecret || ''));
    if (!match) {
      throw integrationError('Invalid value for ' + method + ': clientSecret should be a client secret of the form ${id}_secret_${secret}. You specified: ' + clientSecret + '.');
    }
    return match[1];
  }

  function isCardElement(value) {
    return !!value && cardSecrets.has(value);
  }

  /** What a declined or failed intent resolves with: its last_payment_error, naming the intent. */
  function settled(intent) {
    if (intent.status === 'requires_payment_method' && intent.last_payment_error) {
      return { error: assign({}, intent.last_payment_error, { payment_intent: intent }) };
    }
    return { paymentIntent: intent };
  }

  function StripeEmulator(publishableKey) {
    if (typeof publishableKey !== 'string' || !publishableKey) {
      throw integrationError('Invalid value for Stripe(): apiKey should be a string. You specified: ' + publishableKey + '.');
    }
    if (/^(sk|rk)_/.test(publishableKey)) throw integrationError('You should not use your secret key with Stripe.js. Please pass a publishable key instead.');
    var key = publishableKey;

    function authenticateIntent(intent, clientSecret) {
      var action = intent.next_action;
      if (intent.status !== 'requires_action' || !action) return Promise.resolve(settled(intent));
      if (action.type === 'redirect_to_url') {
        window.location.assign(action.redirect_to_url.url);
        return new Promise(function () {});
      }
      return askForAuthentication(intent).then(function (result) {
        return request('POST', '/_emulator/3ds/' + intent.id + '/' + result, { key: key, client_secret: clientSecret }).then(function (reply) {
          return reply.ok ? settled(reply.body) : { error: reply.body.error };
        });
      });
    }

    function retrieve(clientSecret, id) {
      return request('GET', '/v1/payment_intents/' + id, { key: key, client_secret: clientSecret });
    }

    /** Validates a card element before any request, as Stripe.js does. */
    function readCard(element) {
      return cardSecrets.get(element).read();
    }

    var stripe = {
      elements: function () {
        return createElements();
      },

      confirmCardPayment: function (clientSecret, data, options) {
        var id;
        try {
          id = intentIdOf(clientSecret, 'confirmCardPayment');
        } catch (error) {
          return Promise.reject(error);
        }
        data = data || {};
        var handleActions = !options || options.handleActions !== false;
        var params = { key: key, client_secret: clientSecret };
        if (handleActions) params.use_stripe_sdk = 'true';
        ['return_url', 'receipt_email', 'setup_future_usage'].forEach(function (name) {
          if (data[name] !== undefined) params[name] = data[name];
        });
        var paymentMethod = data.payment_method;
        if (typeof paymentMethod === 'string') params.payment_method = paymentMethod;
        else if (paymentMethod) {
          var element = isCardElement(paymentMethod) ? paymentMethod : paymentMethod.card;
          if (!isCardElement(element)) return Promise.reject(integrationError('Invalid value for confirmCardPayment: payment_method.card should be a card Element.'));
          var card = readCard(element);
          if (card.error) return Promise.resolve({ error: card.error });
          params.payment_method_data = { type: 'card', card: card.card, billing_details: paymentMethod.billing_details };
        }
        return request('POST', '/v1/payment_intents/' + id + '/confirm', params).then(function (reply) {
          if (!reply.ok) return { error: reply.body.error };
          return handleActions ? authenticateIntent(reply.body, clientSecret) : { paymentIntent: reply.body };
        });
      },

      handleCardAction: function (clientSecret) {
        var id;
        try {
          id = intentIdOf(clientSecret, 'handleCardAction');
        } catch (error) {
          return Promise.reject(error);
        }
        return retrieve(clientSecret, id).then(function (reply) {
          return reply.ok ? authenticateIntent(reply.body, clientSecret) : { error: reply.body.error };
        });
      },

      handleNextAction: function (options) {
        return stripe.handleCardAction(options && options.clientSecret);
      },

      retrievePaymentIntent: function (clientSecret) {
        var id;
        try {
          id = intentIdOf(clientSecret, 'retrievePaymentIntent');
        } catch (error) {
          return Promise.reject(error);
        }
        return retrieve(clientSecret, id).then(function (reply) {
          return reply.ok ? { paymentIntent: reply.body } : { error: reply.body.error };
        });
      },

      createPaymentMethod: function (typeOrData, cardElement, extra) {
        var data = typeof typeOrData === 'string' ? assign({ type: typeOrData, card: cardElement }, extra) : typeOrData || {};
        if (data.type !== 'card' || !isCardElement(data.card)) {
          return Promise.reject(integrationError('The Stripe emulator creates card PaymentMethods from a card Element only.'));
        }
        var card = readCard(data.card);
        if (card.error) return Promise.resolve({ error: card.error });
        var params = { key: key, type: 'card', card: card.card, billing_details: data.billing_details, metadata: data.metadata };
        return request('POST', '/v1/payment_methods', params).then(function (reply) {
          return reply.ok ? { paymentMethod: reply.body } : { error: reply.body.error };
        });
      },

      createToken: function (element, data) {
        if (!isCardElement(element)) return Promise.reject(integrationError('The Stripe emulator creates tokens from a card Element only.'));
        var card = readCard(element);
        if (card.error) return Promise.resolve({ error: card.error });
        var extra = {};
        ['name', 'address_line1', 'address_line2', 'address_city', 'address_state', 'address_zip', 'address_country', 'currency'].forEach(function (name) {
          if (data && data[name] !== undefined) extra[name] = data[name];
        });
        return request('POST', '/v1/tokens', { key: key, card: assign(card.card, extra) }).then(function (reply) {
          return reply.ok ? { token: reply.body } : { error: reply.body.error };
        });
      },

      registerAppInfo: function () {},
      _registerWrapper: function () {},
    };
    return stripe;
  }

  StripeEmulator.version = RELEASE_TRAIN;
  StripeEmulator.emulator = API_BASE;
  window.Stripe = StripeEmulator;
})();
