#!/usr/bin/env bash
# One-off developer script: makes the four demo videos of the seed and their posters in server/seed/assets/.
# It is NOT run by `npm start` or `npm install` (a fresh machine has only npm, no ffmpeg): its output is committed,
# and the seed copies those files into the media folder. Run it again only to change the videos, then commit the
# result. Needs ffmpeg built with librsvg, libfreetype and libx264 (Debian's `apt-get install ffmpeg` has them).
#
# Each video: 5 s at 25 fps, no audio (the site plays them muted). A car silhouette drives across a slowly turning
# gradient in the brand's colours. No title is drawn into the picture: the site shows each video's title beside it
# (banner caption, gallery caption), and a burned-in one would say it twice. High is a 1280x720 H.264 MOV, medium a 854x480 H.264
# MP4 with +faststart (so browsers start playing before the whole file arrives), the poster a frame of the MP4.
set -euo pipefail

cd "$(dirname "$0")/.."
out=server/seed/assets
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"

bold=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf

# A side view of a car, 480x200, in the given body colour; the wheels are drawn apart so the body reads as a car.
car_svg() {
  local colour=$1 file=$2
  cat >"$file" <<SVG
<svg xmlns="http://www.w3.org/2000/svg" width="480" height="200" viewBox="0 0 480 200">
  <defs>
    <linearGradient id="b" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/>
      <stop offset="0.45" stop-color="#ffffff" stop-opacity="0"/>
    </linearGradient>
  </defs>
  <ellipse cx="240" cy="186" rx="220" ry="10" fill="#000" opacity="0.35"/>
  <path d="M20 160 L24 118 Q30 98 70 92 L150 84 L205 40 Q220 30 260 30 L330 32 Q360 36 392 80 L440 92 Q466 100 466 130 L464 160 Z" fill="${colour}"/>
  <path d="M20 160 L24 118 Q30 98 70 92 L150 84 L205 40 Q220 30 260 30 L330 32 Q360 36 392 80 L440 92 Q466 100 466 130 L464 160 Z" fill="url(#b)"/>
  <path d="M168 84 L212 48 Q222 42 258 42 L262 84 Z M274 84 L272 42 L326 44 Q348 50 372 84 Z" fill="#0b2545" opacity="0.8"/>
  <rect x="440" y="104" width="22" height="10" rx="4" fill="#fff6d5"/>
  <circle cx="110" cy="160" r="34" fill="#111"/><circle cx="110" cy="160" r="18" fill="#b8c0c8"/>
  <circle cx="380" cy="160" r="34" fill="#111"/><circle cx="380" cy="160" r="18" fill="#b8c0c8"/>
</svg>
SVG
}

# make_video <name> <body colour> <gradient colour 1> <gradient colour 2>
make_video() {
  local name=$1 colour=$2 c0=$3 c1=$4
  car_svg "$colour" "$work/$name-car.svg"
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "gradients=s=1280x720:r=25:d=5:c0=$c0:c1=$c1:x0=0:y0=0:x1=1280:y1=720:speed=0.015" \
    -loop 1 -framerate 25 -t 5 -i "$work/$name-car.svg" \
    -f lavfi -i "color=c=white@0.7:s=90x8:r=25:d=5,format=rgba" \
    -filter_complex "\
[0:v]drawbox=x=0:y=560:w=iw:h=160:color=0x1d2733:t=fill[road];\
[road][2:v]overlay=x='mod(-t*520,1380)-90':y=636[dash1];\
[dash1][2:v]overlay=x='mod(-t*520+460,1380)-90':y=636[dash2];\
[dash2][2:v]overlay=x='mod(-t*520+920,1380)-90':y=636[dashes];\
[dashes][1:v]overlay=x='-480+t*300':y=390[car];\
[car]drawtext=fontfile=$bold:text='Aurora · Imprensa':fontsize=24:fontcolor=white@0.8:x=w-tw-36:y=h-48,\
format=yuv420p[v]" \
    -map "[v]" -an -c:v libx264 -preset slow -crf 25 -profile:v high -movflags +faststart \
    "$out/$name-high.mov"
  ffmpeg -hide_banner -loglevel error -y -i "$out/$name-high.mov" \
    -vf "scale=854:480:flags=lanczos,format=yuv420p" -an -c:v libx264 -preset slow -crf 27 -profile:v main \
    -movflags +faststart "$out/$name-med.mp4"
  ffmpeg -hide_banner -loglevel error -y -ss 3.2 -i "$out/$name-med.mp4" -frames:v 1 -q:v 3 "$out/$name-poster.jpg"
}

make_video video-01 '#c8102e' 0x0b2545 0xf4a259
make_video video-02 '#f7f7f2' 0x06324a 0x2ec4b6
make_video video-03 '#eef4ed' 0x1b263b 0x778da9
make_video video-04 '#f4a259' 0x240046 0x3c096c

ls -l "$out"
du -ch "$out"/* | tail -1
