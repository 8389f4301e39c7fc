# The deployment protection rule server (docs/protection-rule-server.md) as a
# container: built from this checkout, run as the unprivileged `node` user
# from one file, configured from the environment. The policy file and its key
# are mounted (read-only), the App key and webhook secret given as secrets:
#   docker build -t aqr-server .
#   docker run -p 8080:8080 -v "$PWD/deploy:/policy:ro" \
#     -e GITHUB_APP_ID -e GITHUB_APP_PRIVATE_KEY -e GITHUB_WEBHOOK_SECRET \
#     -e AQR_POLICY=/policy/policy.yaml aqr-server
FROM node:22-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
# No install scripts: the build needs only the packages' files.
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY scripts scripts
COPY src src
COPY tsconfig.json ./
RUN node scripts/build.mjs /src/out

FROM node:22-bookworm-slim
ENV NODE_ENV=production PORT=8080
WORKDIR /app
COPY --from=build /src/out/server.js /app/server.js
USER node
EXPOSE 8080
# GET /healthz answers 200 while the server takes deliveries, 503 once it is shutting down.
HEALTHCHECK --interval=30s --timeout=5s --retries=3 CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM: reviews under way finish, or are rejected after 20 s; give `docker stop` more than that (-t 30).
STOPSIGNAL SIGTERM
CMD ["node", "/app/server.js"]
