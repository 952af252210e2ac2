/**
 * @module Each OAuth2 provider's logo mark, drawn for pbdeck in a 24x24 box over the brand colour tile
 * (ProviderLogo): simple shapes that recall the provider's own logo, not its artwork.
 */
import type { ReactNode } from "react";

const WHITE = "#fff";

/** A stroked path (lines and arcs) in `color`. */
function line(d: string, color = WHITE, width = 2): ReactNode {
  return (
    <path d={d} fill="none" stroke={color} strokeWidth={width} strokeLinecap="round" strokeLinejoin="round" />
  );
}

// an apple with its bite and leaf
const apple = (
  <>
    <path
      d="M12 8.6c-1-.8-2.1-1.1-3.2-1-2 .3-3.5 2.2-3.3 5 .2 3.2 2.3 6.4 4 6.4.9 0 1.4-.5 2.5-.5s1.6.5 2.5.5c1.2 0 2.4-1.6 3.2-3.3-1.5-.7-2.4-2.1-2.3-3.7 0-1.2.7-2.3 1.7-2.9-.8-1.1-2-1.6-3.2-1.5-.8 0-1.3.4-1.9 1z"
      fill={WHITE}
    />
    <path d="M12.2 7.4c0-1.6 1.2-3 2.8-3.1 0 1.7-1.2 3-2.8 3.1z" fill={WHITE} />
  </>
);

// four coloured arcs of a "G" with its bar, on a white tile
const google = (
  <>
    {line("M16.6 8.1A6 6 0 0 0 6.8 9", "#ea4335", 2.6)}
    {line("M6.8 9A6 6 0 0 0 6.8 15", "#fbbc05", 2.6)}
    {line("M6.8 15A6 6 0 0 0 17.2 15", "#34a853", 2.6)}
    {line("M17.2 15A6 6 0 0 0 18 12H12.5", "#4285f4", 2.6)}
  </>
);

// four coloured squares
const microsoft = (
  <>
    <rect x="5" y="5" width="6.5" height="6.5" fill="#f25022" />
    <rect x="12.5" y="5" width="6.5" height="6.5" fill="#7fba00" />
    <rect x="5" y="12.5" width="6.5" height="6.5" fill="#00a4ef" />
    <rect x="12.5" y="12.5" width="6.5" height="6.5" fill="#ffb900" />
  </>
);

// a "Я": the bowl and the leg
const yandex = line("M14.5 18.5V5.5h-2.3a3.6 3.6 0 0 0 0 7.2h2.3M12.4 12.7 8.8 18.5", WHITE, 2);

// a lower-case "f" leaving the bottom of the tile
const facebook = (
  <path
    d="M13.3 24v-9h2.6l.4-3h-3V10c0-.9.3-1.5 1.5-1.5h1.6V5.8c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4V12H7.6v3h2.6v9z"
    fill={WHITE}
  />
);

// a camera: rounded frame, lens and flash dot
const instagram = (
  <>
    <rect x="5" y="5" width="14" height="14" rx="4" fill="none" stroke={WHITE} strokeWidth="1.8" />
    <circle cx="12" cy="12" r="3.3" fill="none" stroke={WHITE} strokeWidth="1.8" />
    <circle cx="16.2" cy="7.8" r="1" fill={WHITE} />
  </>
);

// a cat's head with pointed ears and a tail curling out below
const github = (
  <>
    <path
      d="M7 6.2 9.2 8a7 7 0 0 1 5.6 0L17 6.2l.3 3.3A6 6 0 0 1 18 12c0 3-2.2 5.2-5 5.7h-2C8.2 17.2 6 15 6 12c0-.9.2-1.7.7-2.5z"
      fill={WHITE}
    />
    {line("M10 17.6c-1.8.4-3-.2-3.7-1.6", WHITE, 1.4)}
    <circle cx="10" cy="12.2" r="1" fill="#24292f" />
    <circle cx="14" cy="12.2" r="1" fill="#24292f" />
  </>
);

// a fox head: the ears, the cheeks and the chin as facets
const gitlab = (
  <>
    <path d="M12 19.5 4.6 13.6 6.3 6.2l2.1 5.6h7.2l2.1-5.6 1.7 7.4z" fill={WHITE} />
    <path d="M12 19.5 8.4 11.8h7.2z" fill="#fca326" />
  </>
);

// a "G" with square corners
const gitee = line("M16.5 7.5H10a2 2 0 0 0-2 2v5a2 2 0 0 0 2 2h4.5a2 2 0 0 0 2-2v-2h-4.5", WHITE, 2.2);

// a teacup with its handle
const gitea = (
  <>
    <path d="M5 8h11v4a5 5 0 0 1-5 5h-1a5 5 0 0 1-5-5z" fill={WHITE} />
    {line("M16 9.2h1.4a1.9 1.9 0 0 1 0 3.8H16", WHITE, 1.6)}
    {line("M9 11.5l2 1.5 2.5-3", "#609926", 1.4)}
  </>
);

// a game-controller face with two eyes
const discord = (
  <>
    <path
      d="M6.6 7.8C8.3 6.9 9.8 6.5 10.4 6.5l.5.9a9 9 0 0 1 2.2 0l.5-.9c.6 0 2.1.4 3.8 1.3 1.6 2.4 2.3 5 2.1 7.7-1.4 1.1-2.8 1.7-4.1 2l-.9-1.4c.6-.2 1-.5 1.5-.8-2.6 1.2-5.4 1.2-8 0 .5.3.9.6 1.5.8l-.9 1.4c-1.3-.3-2.7-.9-4.1-2-.2-2.7.5-5.3 2.1-7.7z"
      fill={WHITE}
    />
    <ellipse cx="9.6" cy="12.3" rx="1.3" ry="1.5" fill="#5865f2" />
    <ellipse cx="14.4" cy="12.3" rx="1.3" ry="1.5" fill="#5865f2" />
  </>
);

// a small bird: round body, raised wing, beak
const twitter = (
  <>
    <path
      d="M5 15.5c2.5.9 6 .8 8.5-1.2 2.2-1.8 3.2-4.3 3.2-6.3l1.8-1.2-2.1.2A3 3 0 0 0 11.5 9c-2.3-.1-4.4-1-6-2.6-.6 2.4.4 4.5 2.2 5.4-.7.1-1.4 0-2-.3.3 1.7 1.5 2.8 3 3.1-1.1.7-2.4 1-3.7.9z"
      fill={WHITE}
    />
  </>
);

// a speech bubble with its tail
const kakao = (
  <path
    d="M12 5.5c-4.1 0-7.5 2.6-7.5 5.8 0 2.1 1.4 3.9 3.6 4.9l-.8 3.2 3.5-2.4c.4.1.8.1 1.2.1 4.1 0 7.5-2.6 7.5-5.8S16.1 5.5 12 5.5z"
    fill="#191919"
  />
);

// the letters V and K
const vk = line("M4.5 8l3 8 3-8M13.5 8v8M13.5 12.6 19 8M15.2 11.3 19.5 16", WHITE, 2);

// three sound arcs, widest on top, in a dark disc
const spotify = (
  <>
    <circle cx="12" cy="12" r="8" fill="#191414" />
    {line("M7 9.6c3.4-1 7-.7 10 .9", "#1db954", 1.8)}
    {line("M7.6 12.5c2.8-.8 5.6-.5 8 .8", "#1db954", 1.5)}
    {line("M8.2 15.2c2.2-.6 4.3-.4 6.2.6", "#1db954", 1.2)}
  </>
);

// a chat window with a notch, two bars inside
const twitch = (
  <>
    <path d="M6.5 4.5h12.5v9l-3.5 3.5h-3l-2.5 2.5V17h-3.5z" fill={WHITE} />
    <rect x="11" y="7.6" width="1.6" height="4.4" fill="#9146ff" />
    <rect x="14.8" y="7.6" width="1.6" height="4.4" fill="#9146ff" />
  </>
);

// two peaks: a tall one and a small one below it
const strava = (
  <>
    <path d="M10.6 4 6 13h3l1.6-3.1 1.6 3.1h3z" fill={WHITE} />
    <path d="m15.2 13-1.5 3-1.5-3h-2.2l3.7 7 3.7-7z" fill={WHITE} fillOpacity=".7" />
  </>
);

// a rounded chat bubble with its tail at the bottom left
const livechat = (
  <path
    d="M7 5.5h10a2.5 2.5 0 0 1 2.5 2.5v6a2.5 2.5 0 0 1-2.5 2.5h-6l-4 3v-3A2.5 2.5 0 0 1 4.5 14V8A2.5 2.5 0 0 1 7 5.5z"
    fill={WHITE}
  />
);

// the OpenID mark: a tall bar, an arc around it and a small arrow pointing back
const openid = (
  <>
    <path d="M11 5.5 13.4 4.3v15.4L11 20.5z" fill={WHITE} />
    {line("M10.2 9.6C6.8 10.2 4.6 12 4.6 14.1c0 2.5 2.9 4.4 6.5 4.9", WHITE, 1.7)}
    {line("M14.3 9.6c1.6.2 3 .7 4.1 1.4", WHITE, 1.7)}
    <path d="M20 9.4v3.6h-3.8z" fill={WHITE} />
  </>
);

/** A second or third OpenID Connect slot: the mark with its number in a corner badge. */
function numberedOpenid(n: number): ReactNode {
  return (
    <>
      {openid}
      <circle cx="19" cy="19" r="4" fill="#1a1a1a" />
      <path
        d={
          n === 2
            ? "M17.6 17.8a1.4 1.4 0 1 1 2.2 1.2l-2.2 1.9h2.8"
            : "M17.6 17.5h2.6l-1.4 1.5a1.3 1.3 0 1 1-1.2 1.9"
        }
        fill="none"
        stroke={WHITE}
        strokeWidth="1"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  );
}

/** The mark of each provider by settings key. */
export const PROVIDER_MARKS: Record<string, ReactNode> = {
  appleAuth: apple,
  googleAuth: google,
  microsoftAuth: microsoft,
  yandexAuth: yandex,
  facebookAuth: facebook,
  instagramAuth: instagram,
  githubAuth: github,
  gitlabAuth: gitlab,
  giteeAuth: gitee,
  giteaAuth: gitea,
  discordAuth: discord,
  twitterAuth: twitter,
  kakaoAuth: kakao,
  vkAuth: vk,
  spotifyAuth: spotify,
  twitchAuth: twitch,
  stravaAuth: strava,
  livechatAuth: livechat,
  oidcAuth: openid,
  oidc2Auth: numberedOpenid(2),
  oidc3Auth: numberedOpenid(3),
};
