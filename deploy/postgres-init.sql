-- First start of the PostgreSQL container only (docker-entrypoint-initdb.d): the games server's own database.
CREATE DATABASE playdeck_games OWNER playdeck;
