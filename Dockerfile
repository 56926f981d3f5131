# Production image: one process serving the web app and the API on PORT.
FROM node:24-bookworm-slim AS build
WORKDIR /app
RUN npm install -g pnpm@12
COPY . .
RUN pnpm install --frozen-lockfile && pnpm build

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
COPY --from=build /app /app
EXPOSE 3000
CMD ["node", "apps/server/dist/main.js"]
