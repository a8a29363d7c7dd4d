import { Link } from 'react-router';

export const PRIVACY_UPDATED = 'November 1, 2026';

export function PrivacyPolicyContent() {
  return (
    <>
      <p>
        This policy explains what personal data Bazaar collects when you use this marketplace, why we need it,
        who we share it with and what you can do about it. It applies to shoppers, visitors and sellers.
      </p>

      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Account details:</strong> your name, display name, e-mail address, password (stored only as
          a secure hash) and, if you add them, your phone number, avatar and addresses.
        </li>
        <li>
          <strong>Orders:</strong> what you bought, from which sellers, the delivery address, the payment
          method and the order status. We do not store card numbers; card payments are handled by the payment
          provider.
        </li>
        <li>
          <strong>Your activity in the shop:</strong> your cart, wishlist, reviews, blog comments, reports and
          newsletter subscription.
        </li>
        <li>
          <strong>Messages:</strong> what you send us through the contact form, including your name and e-mail
          address.
        </li>
        <li>
          <strong>Technical data:</strong> your IP address and browser details, kept in our server logs to
          keep the service secure and to stop abuse such as repeated failed sign-ins.
        </li>
      </ul>

      <h2>Why we use it</h2>
      <ul>
        <li>To run your account, keep you signed in and protect it from misuse.</li>
        <li>To take your orders, pass them to the sellers who fulfil them and show you their progress.</li>
        <li>To answer your messages and handle returns and complaints.</li>
        <li>To send the newsletter, only if you subscribed; every issue has a link to unsubscribe.</li>
        <li>To meet legal duties such as keeping invoices for tax purposes.</li>
      </ul>

      <h2>Who we share it with</h2>
      <p>
        When you order, the seller of each item receives what it needs to deliver it: your name, delivery
        address, phone number and the items ordered. Sellers may use this data only to fulfil and support your
        order. We also use service providers for hosting, e-mail delivery and, when you pay by card, payment
        processing; they act on our instructions. If you sign in with Google or Facebook, that provider tells
        us your name, e-mail address and profile picture. We never sell your personal data.
      </p>

      <h2>Cookies</h2>
      <p>
        We use two cookies that the shop needs to work: a secure session cookie that keeps you signed in, and
        a cookie that tells the page who is signed in so the header can show your name, cart and wishlist. We
        do not use advertising or tracking cookies.
      </p>

      <h2>How long we keep it</h2>
      <p>
        We keep your account data for as long as your account is open. Order records are kept for as long as
        tax law requires, usually seven years. Contact messages are deleted two years after the conversation
        ends, and server logs after 30 days.
      </p>

      <h2>Your rights</h2>
      <p>
        You can see and change your profile and addresses in your account at any time. You may also ask us for
        a copy of your data, ask us to correct or delete it, or object to how we use it. Write to us through
        the <Link to="/contact">contact page</Link> and we will answer within 30 days. You also have the right
        to complain to your data protection authority.
      </p>

      <h2>Changes to this policy</h2>
      <p>
        When we change this policy we update the date at the top of this page. If a change affects how we use
        data you have already given us, we will tell you by e-mail before it takes effect.
      </p>
    </>
  );
}
