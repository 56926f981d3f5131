// A stand-in for Stripe.js (https://js.stripe.com/endive/stripe.js) in the browser tests. The Stripe
// test server (@productcheck/api/testing/stripe-test-server) serves it at GET /v3 with
// {{STRIPE_API_BASE}} replaced by its own origin; the tests route js.stripe.com there.
//
// It implements what the app uses, the way Stripe.js answers:
// - window.Stripe(publishableKey): what @stripe/stripe-js's loader and @stripe/react-stripe-js's
//   isStripe check expect (elements, createToken, createPaymentMethod, confirmCardPayment, …);
// - stripe.elements({ clientSecret }).create("payment"): instead of Stripe's iframe, a plain
//   "Card number" field (data-testid "stub-card-number") mounted into the page;
// - stripe.confirmPayment({ elements, redirect: "if_required" }): the typed card number picks a test
//   payment method, confirmed against the test server with the publishable key and client secret:
//     4242 4242 4242 4242 → pm_card_visa (succeeded)
//     4000 0000 0000 0002 → pm_card_chargeDeclined ("Your card was declined.")
//     4000 0000 0000 0077 → pm_card_processing (processing; a stub-only number)
//   anything else answers a validation error, as Stripe does for an incomplete card;
// - stripe.retrievePaymentIntent(clientSecret).
(function () {
  "use strict";

  var API_BASE = "{{STRIPE_API_BASE}}";

  var TEST_CARDS = {
    "4242424242424242": "pm_card_visa",
    "4000000000000002": "pm_card_chargeDeclined",
    "4000000000000077": "pm_card_processing",
  };

  function intentIdOf(clientSecret) {
    return String(clientSecret).split("_secret_")[0];
  }

  function stripeError(body, status) {
    var error = body && body.error;
    return {
      type: (error && error.type) || "api_error",
      code: error && error.code,
      message: (error && error.message) || "Stripe answered " + status,
      payment_intent: error && error.payment_intent,
    };
  }

  function callApi(publishableKey, method, path, form) {
    var init = { method: method, headers: { Authorization: "Bearer " + publishableKey } };
    if (form) {
      init.headers["Content-Type"] = "application/x-www-form-urlencoded";
      init.body = new URLSearchParams(form).toString();
    }
    return fetch(API_BASE + path, init).then(function (response) {
      return response.json().then(
        function (body) {
          return response.ok ? { body: body } : { error: stripeError(body, response.status) };
        },
        function () {
          return { error: stripeError(null, response.status) };
        },
      );
    });
  }

  function createEmitter() {
    var handlers = {};
    return {
      on: function (event, handler) {
        (handlers[event] = handlers[event] || []).push(handler);
      },
      off: function (event, handler) {
        handlers[event] = (handlers[event] || []).filter(function (known) {
          return handler !== undefined && known !== handler;
        });
      },
      emit: function (event, payload) {
        (handlers[event] || []).slice().forEach(function (handler) {
          handler(payload);
        });
      },
    };
  }

  var nextFieldId = 1;

  // The "Payment Element": a labelled card number field.
  function createPaymentElement() {
    var emitter = createEmitter();
    var container = null;
    var input = null;
    var element = {
      mount: function (target) {
        container = typeof target === "string" ? document.querySelector(target) : target;
        if (!container) throw new Error("stub Stripe.js: nothing to mount the Payment Element into");
        var id = "stub-card-number-" + nextFieldId++;
        var label = document.createElement("label");
        label.htmlFor = id;
        label.textContent = "Card number";
        input = document.createElement("input");
        input.id = id;
        input.type = "text";
        input.inputMode = "numeric";
        input.autocomplete = "cc-number";
        input.placeholder = "1234 1234 1234 1234";
        input.setAttribute("data-testid", "stub-card-number");
        input.addEventListener("input", function () {
          var digits = input.value.replace(/\D/g, "");
          emitter.emit("change", {
            elementType: "payment",
            empty: digits.length === 0,
            complete: digits.length === 16,
            collapsed: false,
            value: { type: "card" },
          });
        });
        input.addEventListener("focus", function () {
          emitter.emit("focus", { elementType: "payment" });
        });
        input.addEventListener("blur", function () {
          emitter.emit("blur", { elementType: "payment" });
        });
        container.appendChild(label);
        container.appendChild(input);
        setTimeout(function () {
          emitter.emit("ready", { elementType: "payment" });
        }, 0);
      },
      unmount: function () {
        if (container) container.replaceChildren();
        container = null;
        input = null;
      },
      destroy: function () {
        element.unmount();
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
      update: function () {},
      focus: function () {
        if (input) input.focus();
      },
      blur: function () {
        if (input) input.blur();
      },
      collapse: function () {},
      clear: function () {
        if (input) input.value = "";
      },
      cardNumber: function () {
        return input ? input.value.replace(/\D/g, "") : "";
      },
    };
    return element;
  }

  function createElements(options) {
    var created = {};
    return {
      clientSecret: options && options.clientSecret,
      create: function (type) {
        if (type !== "payment") throw new Error("stub Stripe.js: only the Payment Element is implemented, not " + type);
        created[type] = createPaymentElement();
        return created[type];
      },
      getElement: function (type) {
        return created[type] || null;
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

  function unsupported(name) {
    return function () {
      return Promise.reject(new Error("stub Stripe.js: " + name + " is not part of this stub"));
    };
  }

  function Stripe(publishableKey) {
    if (typeof publishableKey !== "string" || publishableKey === "") {
      throw new Error("stub Stripe.js: a publishable key is required");
    }

    function retrievePaymentIntent(clientSecret) {
      var path = "/v1/payment_intents/" + encodeURIComponent(intentIdOf(clientSecret)) + "?client_secret=" + encodeURIComponent(clientSecret);
      return callApi(publishableKey, "GET", path).then(function (answer) {
        return answer.error ? { error: answer.error } : { paymentIntent: answer.body };
      });
    }

    function confirmPayment(params) {
      var elements = params && params.elements;
      var clientSecret = (params && params.clientSecret) || (elements && elements.clientSecret);
      var element = elements && elements.getElement("payment");
      if (!clientSecret || !element) {
        return Promise.reject(new Error("stub Stripe.js: confirmPayment needs mounted Elements with a client secret"));
      }
      var paymentMethod = TEST_CARDS[element.cardNumber()];
      if (!paymentMethod) {
        return Promise.resolve({
          error: { type: "validation_error", code: "incomplete_number", message: "Your card number is incomplete." },
        });
      }
      var path = "/v1/payment_intents/" + encodeURIComponent(intentIdOf(clientSecret)) + "/confirm";
      var form = { client_secret: clientSecret, payment_method: paymentMethod };
      if (params.confirmParams && params.confirmParams.return_url) form.return_url = params.confirmParams.return_url;
      return callApi(publishableKey, "POST", path, form).then(function (answer) {
        if (answer.error) return { error: answer.error };
        var intent = answer.body;
        var failure = intent.last_payment_error;
        if (intent.status === "requires_payment_method" && failure) {
          return {
            error: {
              type: failure.type || "card_error",
              code: failure.code,
              decline_code: failure.decline_code,
              message: failure.message,
              payment_intent: intent,
            },
          };
        }
        return { paymentIntent: intent };
      });
    }

    return {
      elements: createElements,
      confirmPayment: confirmPayment,
      retrievePaymentIntent: retrievePaymentIntent,
      createToken: unsupported("createToken"),
      createPaymentMethod: unsupported("createPaymentMethod"),
      confirmCardPayment: unsupported("confirmCardPayment"),
      handleNextAction: unsupported("handleNextAction"),
      registerAppInfo: function () {},
      _registerWrapper: function () {},
    };
  }

  // @stripe/stripe-js compares this with the release train it expects (and warns on a mismatch).
  Stripe.version = "endive";
  window.Stripe = Stripe;
})();
